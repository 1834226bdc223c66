/* Histogram of trailing zero counts of m values of a 64-bit LCG, counted bit by bit; print the
   histogram's non-empty buckets. */
#include <stdio.h>

int main(void) {
    long m = 0;
    unsigned long long seed = 0;
    if (scanf("%ld %llu", &m, &seed) != 2 || m < 0) m = 0;
    long hist[65] = {0};
    unsigned long long x = seed;
    for (long i = 0; i < m; i++) {
        x = x * 2862933555777941757ULL + 3037000493ULL;
        unsigned long long v = x ^ (x >> 29);
        int tz = 0;
        if (v == 0) tz = 64;
        else
            while ((v & 1ULL) == 0) {
                v >>= 1;
                tz++;
            }
        hist[tz]++;
    }
    for (int i = 0; i <= 64; i++)
        if (hist[i]) printf("%d %ld\n", i, hist[i]);
    return 0;
}
