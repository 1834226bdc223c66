/* Matrix products.  Input: T (1 <= T <= 10), then T cases.  A case is a line "N P"
   (1 <= N <= 100, 2 <= P <= 2^32 - 1), then the N x N matrix A (N lines of N integers, each
   0 <= a < P), then the N x N matrix B the same way.  Output, per case: the N lines of the
   product A B, each entry reduced modulo P. */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;

static int read_matrix(u64 *m, int n, u64 p) {
    for (int i = 0; i < n * n; i++)
        if (scanf("%llu", &m[i]) != 1 || m[i] >= p) return 0;
    return 1;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10) return 1;
    while (t-- > 0) {
        int n;
        u64 p;
        if (scanf("%d %llu", &n, &p) != 2 || n < 1 || n > 100 || p < 2 || p > 4294967295ULL)
            return 1;
        u64 *a = malloc(sizeof *a * (size_t)(n * n)), *b = malloc(sizeof *b * (size_t)(n * n));
        if (!a || !b || !read_matrix(a, n, p) || !read_matrix(b, n, p)) return 1;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                u64 sum = 0;  /* below P: each product (below 2^64) reduced, then the sum */
                for (int k = 0; k < n; k++) sum = (sum + a[i * n + k] * b[k * n + j] % p) % p;
                printf(j ? " %llu" : "%llu", sum);
            }
            putchar('\n');
        }
        free(a);
        free(b);
    }
    return 0;
}
