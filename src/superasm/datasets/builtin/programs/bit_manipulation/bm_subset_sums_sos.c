/* Sum over subsets: for every mask of n bits, F[mask] = sum of f over its submasks (mod 2^32),
   with f seeded; print a checksum of F and F of the full mask. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 0) n = 0;
    if (n > 24) n = 24;
    unsigned long size = 1UL << n;
    unsigned *f = malloc(sizeof(unsigned) * size);
    if (!f) return 1;
    unsigned x = seed * 2654435761u + 1u;
    for (unsigned long m = 0; m < size; m++) {
        x = x * 1103515245u + 12345u;
        f[m] = x >> 8;
    }
    for (int b = 0; b < n; b++)
        for (unsigned long m = 0; m < size; m++)
            if (m >> b & 1UL) f[m] += f[m ^ (1UL << b)];
    unsigned checksum = 0;
    for (unsigned long m = 0; m < size; m++) checksum = checksum * 31u + f[m];
    printf("%u %u\n", checksum, f[size - 1]);
    free(f);
    return 0;
}
