/* Multiply two n x n pseudo-random integer matrices; print the trace and a checksum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    unsigned seed;
    if (scanf("%d %u", &n, &seed) != 2 || n <= 0 || n > 600) return 1;
    int *a = malloc(sizeof(int) * n * n), *b = malloc(sizeof(int) * n * n);
    long long *c = calloc((size_t)n * n, sizeof(long long));
    if (!a || !b || !c) return 1;
    for (int i = 0; i < n * n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (int)(seed >> 16) % 201 - 100;
        seed = seed * 1103515245u + 12345u;
        b[i] = (int)(seed >> 16) % 201 - 100;
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                c[i * n + j] += (long long)a[i * n + k] * b[k * n + j];
    long long trace = 0, check = 0;
    for (int i = 0; i < n; i++) trace += c[i * n + i];
    for (int i = 0; i < n * n; i++) check = (check * 31 + c[i]) % 1000000007LL;
    printf("%lld %lld\n", trace, check);
    free(a); free(b); free(c);
    return 0;
}
