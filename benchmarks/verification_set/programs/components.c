/* Components.  Input: n m (1 <= n <= 100000, 0 <= m <= 200000), then m lines "u v"
   (1 <= u, v <= n): the edges of an undirected graph, self-loops and repeated edges allowed.
   Output: the number of connected components, the size of the largest, the number of edges
   whose two ends were already connected when the edge was read (cycle edges), and the number
   of unordered pairs of distinct nodes that are connected. */
#include <stdio.h>
#include <stdlib.h>

static int find(int *parent, int v) {
    while (parent[v] != v) {
        parent[v] = parent[parent[v]];
        v = parent[v];
    }
    return v;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2 || n < 1 || m < 0) return 1;
    int *parent = malloc(sizeof(int) * ((size_t)n + 1)), *size = malloc(sizeof(int) * ((size_t)n + 1));
    if (!parent || !size) return 1;
    for (int v = 1; v <= n; v++) {
        parent[v] = v;
        size[v] = 1;
    }
    int components = n, cycles = 0;
    for (int e = 0; e < m; e++) {
        int u, v;
        if (scanf("%d %d", &u, &v) != 2 || u < 1 || u > n || v < 1 || v > n) return 1;
        u = find(parent, u);
        v = find(parent, v);
        if (u == v) {
            cycles++;
            continue;
        }
        if (size[u] < size[v]) {
            int t = u;
            u = v;
            v = t;
        }
        parent[v] = u;
        size[u] += size[v];
        components--;
    }
    int largest = 0;
    long long pairs = 0;
    for (int v = 1; v <= n; v++)
        if (parent[v] == v) {
            if (size[v] > largest) largest = size[v];
            pairs += (long long)size[v] * (size[v] - 1) / 2;
        }
    printf("%d %d %d %lld\n", components, largest, cycles, pairs);
    free(parent);
    free(size);
    return 0;
}
