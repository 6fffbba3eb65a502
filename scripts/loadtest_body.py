"""Writes the tax-ids batch of scripts/loadtest.sh: N items of mixed
countries, valid and invalid, as one JSON request body."""
import json
import sys

MIX = [("30-54668997-9", "AR", ""), ("30-54668997-8", "AR", "cuit"), ("33.000.167/0001-01", "BR", ""),
       ("12.ABC.345/01DE-35", "BR", "cnpj"), ("123.456.789-09", "BR", "cpf"), ("SAT970701NN3", "MX", "rfc"),
       ("XAXX010101000", "MX", ""), ("61.704.000-K", "CL", ""), ("899.999.068-1", "CO", "nit"),
       ("20131312955", "PE", ""), ("J-00095036-9", "VE", "rif"), ("12345", "UY", ""), ("123", "FR", "")]

items = []
for i in range(int(sys.argv[1])):
    value, country, typ = MIX[i % len(MIX)]
    item = {"id": "item-%d" % i, "value": value, "country": country}
    if typ:
        item["type"] = typ
    items.append(item)
print(json.dumps({"items": items}))
