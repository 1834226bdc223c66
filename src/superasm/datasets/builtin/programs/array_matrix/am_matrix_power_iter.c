/* v <- A v (mod p) for t rounds with a seeded n x n matrix A over integers mod a prime p; print
   the final vector's sum and the first entry. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, t = 0;
    unsigned long long p = 0;
    unsigned seed = 0;
    if (scanf("%d %d %llu %u", &n, &t, &p, &seed) != 4 || n < 1 || t < 0 || p < 2 || p > 2000000000ULL) {
        printf("0 0\n");
        return 0;
    }
    unsigned long long *a = malloc(sizeof(unsigned long long) * (size_t)n * (size_t)n);
    unsigned long long *v = malloc(sizeof(unsigned long long) * (size_t)n), *w = malloc(sizeof(unsigned long long) * (size_t)n);
    if (!a || !v || !w) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)n * n; i++) { x = x * 1103515245u + 12345u; a[i] = (x >> 8) % p; }
    for (int i = 0; i < n; i++) v[i] = (unsigned long long)(i + 1) % p;
    for (int round = 0; round < t; round++) {
        for (int i = 0; i < n; i++) {
            unsigned long long s = 0;
            for (int j = 0; j < n; j++) s = (s + a[(long)i * n + j] * v[j]) % p;
            w[i] = s;
        }
        unsigned long long *tmp = v; v = w; w = tmp;
    }
    unsigned long long sum = 0;
    for (int i = 0; i < n; i++) sum = (sum + v[i]) % p;
    printf("%llu %llu\n", sum, v[0]);
    free(a); free(v); free(w);
    return 0;
}
