/* Maximum subarray sum (Kadane) over n pseudo-random values in [-1000, 1000], repeated with
   different seeds: branchy inner loop, a classic -O0 -> -O3 gain. */
#include <stdio.h>

int main(void) {
    int n, rounds;
    unsigned seed;
    if (scanf("%d %d %u", &n, &rounds, &seed) != 3) return 1;
    long long total = 0;
    for (int r = 0; r < rounds; r++) {
        long long best = -1000000000LL, cur = 0;
        for (int i = 0; i < n; i++) {
            seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5;
            int v = (int)(seed % 2001) - 1000;
            cur = cur + v > v ? cur + v : v;
            if (cur > best) best = cur;
        }
        total += best;
    }
    printf("%lld\n", total);
    return 0;
}
