/* Matrix-chain multiplication order for n seeded dimensions: the minimum scalar cost. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 1) {
        printf("0\n");
        return 0;
    }
    long long *dim = malloc(sizeof(long long) * (size_t)(n + 1));
    long long *cost = calloc((size_t)n * (size_t)n, sizeof(long long));
    if (!dim || !cost) return 1;
    unsigned x = seed;
    for (int i = 0; i <= n; i++) {
        x = x * 1103515245u + 12345u;
        dim[i] = 1 + (x >> 16) % 100;
    }
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len - 1 < n; i++) {
            int j = i + len - 1;
            long long best = -1;
            for (int k = i; k < j; k++) {
                long long c = cost[i * n + k] + cost[(k + 1) * n + j] + dim[i] * dim[k + 1] * dim[j + 1];
                if (best < 0 || c < best) best = c;
            }
            cost[i * n + j] = best;
        }
    printf("%lld\n", cost[n - 1]);
    free(dim); free(cost);
    return 0;
}
