/* n nodes, m seeded random edges merged with union-find (union by size, path halving); print
   the number of components, the largest one's size and the number of redundant edges. */
#include <stdio.h>
#include <stdlib.h>

static int *parent, *sz;

static int find(int v) {
    while (parent[v] != v) {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    return v;
}

int main(void) {
    int n = 0;
    long m = 0;
    unsigned seed = 0;
    if (scanf("%d %ld %u", &n, &m, &seed) != 3 || n < 1 || m < 0) {
        printf("0 0 0\n");
        return 0;
    }
    parent = malloc(sizeof(int) * (size_t)n);
    sz = malloc(sizeof(int) * (size_t)n);
    if (!parent || !sz) return 1;
    for (int i = 0; i < n; i++) { parent[i] = i; sz[i] = 1; }
    int components = n, largest = 1;
    long redundant = 0;
    unsigned x = seed;
    for (long e = 0; e < m; e++) {
        x = x * 1664525u + 1013904223u;
        int a = (int)((x >> 4) % (unsigned)n);
        x = x * 1664525u + 1013904223u;
        int b = (int)((x >> 4) % (unsigned)n);
        int ra = find(a), rb = find(b);
        if (ra == rb) { redundant++; continue; }
        if (sz[ra] < sz[rb]) { int t = ra; ra = rb; rb = t; }
        parent[rb] = ra;
        sz[ra] += sz[rb];
        if (sz[ra] > largest) largest = sz[ra];
        components--;
    }
    printf("%d %d %ld\n", components, largest, redundant);
    free(parent); free(sz);
    return 0;
}
