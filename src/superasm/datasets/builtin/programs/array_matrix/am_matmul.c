/* C = A * B for seeded n x n integer matrices (naive i-j-k loops, arithmetic mod 2^32); print
   the trace and a checksum of C. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 1) {
        printf("0 0\n");
        return 0;
    }
    unsigned *a = malloc(sizeof(unsigned) * (size_t)n * (size_t)n);
    unsigned *b = malloc(sizeof(unsigned) * (size_t)n * (size_t)n);
    unsigned *c = malloc(sizeof(unsigned) * (size_t)n * (size_t)n);
    if (!a || !b || !c) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)n * n; i++) {
        x = x * 1664525u + 1013904223u; a[i] = x >> 20;
        x = x * 1664525u + 1013904223u; b[i] = x >> 20;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            unsigned s = 0;
            for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
    unsigned trace = 0, checksum = 0;
    for (int i = 0; i < n; i++) trace += c[i * n + i];
    for (long i = 0; i < (long)n * n; i++) checksum = checksum * 31u + c[i];
    printf("%u %u\n", trace, checksum);
    free(a); free(b); free(c);
    return 0;
}
