/* The paper's Figure 2 case study: counting set bits one at a time.
   Reads n and a seed; sums the population counts of n pseudo-random 64-bit values. */
#include <stdio.h>

int main(void) {
    long n;
    unsigned long long seed;
    if (scanf("%ld %llu", &n, &seed) != 2) return 1;
    unsigned long long x = seed, total = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned long long v = x;
        int count = 0;
        while (v) {
            count += v & 1;
            v >>= 1;
        }
        total += count;
    }
    printf("%llu\n", total);
    return 0;
}
