/* Minimum spanning tree of n seeded points under squared Euclidean distance (complete graph,
   O(n^2) Prim); print the total weight and the heaviest tree edge. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, range = 1;
    unsigned seed = 0;
    if (scanf("%d %d %u", &n, &range, &seed) != 3 || n < 1) {
        printf("0 0\n");
        return 0;
    }
    if (range < 1) range = 1;
    long long *px = malloc(sizeof(long long) * (size_t)n), *py = malloc(sizeof(long long) * (size_t)n);
    long long *key = malloc(sizeof(long long) * (size_t)n);
    char *in_tree = calloc((size_t)n, 1);
    if (!px || !py || !key || !in_tree) return 1;
    unsigned x = seed;
    for (int i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        px[i] = (x >> 8) % (unsigned)range;
        x = x * 1103515245u + 12345u;
        py[i] = (x >> 8) % (unsigned)range;
        key[i] = (long long)1 << 62;
    }
    key[0] = 0;
    long long total = 0, heaviest = 0;
    for (int it = 0; it < n; it++) {
        int u = -1;
        for (int i = 0; i < n; i++)
            if (!in_tree[i] && (u < 0 || key[i] < key[u])) u = i;
        in_tree[u] = 1;
        total += key[u];
        if (key[u] > heaviest) heaviest = key[u];
        for (int v = 0; v < n; v++) {
            if (in_tree[v]) continue;
            long long dx = px[u] - px[v], dy = py[u] - py[v];
            long long d = dx * dx + dy * dy;
            if (d < key[v]) key[v] = d;
        }
    }
    printf("%lld %lld\n", total, heaviest);
    free(px); free(py); free(key); free(in_tree);
    return 0;
}
