/* LSD radix sort (8 bits per pass) of n seeded 32-bit keys; print the number of distinct keys
   and the largest gap between neighbours. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned seed = 0, bits = 32;
    if (scanf("%ld %u %u", &n, &seed, &bits) != 3 || n < 0) n = 0;
    if (bits == 0 || bits > 32) bits = 32;
    unsigned *a = malloc(sizeof(unsigned) * (size_t)(n + 1));
    unsigned *b = malloc(sizeof(unsigned) * (size_t)(n + 1));
    if (!a || !b) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        a[i] = bits == 32 ? x : x & ((1u << bits) - 1u);
    }
    for (int shift = 0; shift < 32; shift += 8) {
        long count[257] = {0};
        for (long i = 0; i < n; i++) count[((a[i] >> shift) & 255u) + 1]++;
        for (int d = 0; d < 256; d++) count[d + 1] += count[d];
        for (long i = 0; i < n; i++) b[count[(a[i] >> shift) & 255u]++] = a[i];
        unsigned *t = a; a = b; b = t;
    }
    long distinct = n > 0;
    unsigned gap = 0;
    for (long i = 1; i < n; i++) {
        if (a[i] != a[i - 1]) distinct++;
        if (a[i] - a[i - 1] > gap) gap = a[i] - a[i - 1];
    }
    printf("%ld %u\n", distinct, gap);
    free(a);
    free(b);
    return 0;
}
