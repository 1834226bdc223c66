/* All-pairs shortest paths (Floyd-Warshall) on a seeded digraph with n nodes; print the sum of
   finite distances, the number of unreachable pairs and the diameter. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, p = 0;
    unsigned seed = 0;
    if (scanf("%d %d %u", &n, &p, &seed) != 3 || n < 1) {
        printf("0 0 0\n");
        return 0;
    }
    const int INF = 1 << 29;
    int *d = malloc(sizeof(int) * (size_t)n * (size_t)n);
    if (!d) return 1;
    unsigned x = seed;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            x = x * 1103515245u + 12345u;
            d[i * n + j] = i == j ? 0 : ((int)((x >> 16) % 100u) < p ? 1 + (int)((x >> 5) % 100u) : INF);
        }
    for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++) {
            int dik = d[i * n + k];
            if (dik >= INF) continue;
            for (int j = 0; j < n; j++)
                if (dik + d[k * n + j] < d[i * n + j]) d[i * n + j] = dik + d[k * n + j];
        }
    long long sum = 0;
    long unreachable = 0;
    int diameter = 0;
    for (long i = 0; i < (long)n * n; i++) {
        if (d[i] >= INF) unreachable++;
        else {
            sum += d[i];
            if (d[i] > diameter) diameter = d[i];
        }
    }
    printf("%lld %ld %d\n", sum, unreachable, diameter);
    free(d);
    return 0;
}
