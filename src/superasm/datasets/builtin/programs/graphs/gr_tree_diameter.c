/* A seeded random tree (parent of i drawn from the last `span` nodes): depths, subtree sizes
   and the weighted diameter by one bottom-up pass over the parent array. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, span = 1;
    unsigned seed = 0;
    if (scanf("%d %d %u", &n, &span, &seed) != 3 || n < 1) {
        printf("0 0 0\n");
        return 0;
    }
    if (span < 1) span = 1;
    int *parent = malloc(sizeof(int) * (size_t)n), *w = malloc(sizeof(int) * (size_t)n);
    long long *down = calloc((size_t)n, sizeof(long long)), *depth = calloc((size_t)n, sizeof(long long));
    int *size = malloc(sizeof(int) * (size_t)n);
    if (!parent || !w || !down || !depth || !size) return 1;
    unsigned x = seed;
    parent[0] = -1;
    w[0] = 0;
    for (int i = 1; i < n; i++) {
        x = x * 1103515245u + 12345u;
        int back = 1 + (int)((x >> 8) % (unsigned)(i < span ? i : span));
        parent[i] = i - back;
        w[i] = 1 + (int)((x >> 20) % 100u);
    }
    long long depth_sum = 0;
    for (int i = 1; i < n; i++) {
        depth[i] = depth[parent[i]] + w[i];
        depth_sum += depth[i];
    }
    for (int i = 0; i < n; i++) size[i] = 1;
    long long diameter = 0;
    for (int i = n - 1; i > 0; i--) {
        int p = parent[i];
        long long through = down[i] + w[i];
        if (down[p] + through > diameter) diameter = down[p] + through;
        if (through > down[p]) down[p] = through;
        size[p] += size[i];
    }
    if (down[0] > diameter) diameter = down[0];
    long long balance = 0;
    for (int i = 1; i < n; i++) balance += (long long)size[i] * (n - size[i]);
    printf("%lld %lld %lld\n", diameter, depth_sum, balance);
    free(parent); free(w); free(down); free(depth); free(size);
    return 0;
}
