package redistest

import "sync"

// Hammer runs n goroutines that each call do(i) rounds times, i being the
// goroutine's number (so that even and odd ones can go to two replicas),
// and returns how many calls returned each value, such as an HTTP status.
func Hammer(n, rounds int, do func(i int) int) map[int]int {
	var mu sync.Mutex
	counts := map[int]int{}
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			for range rounds {
				v := do(i)
				mu.Lock()
				counts[v]++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return counts
}
