/* A seeded undirected graph (n nodes, m edges, adjacency in CSR form): BFS 2-colouring of every
   component; print the number of components and how many are bipartite. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    long m = 0;
    unsigned seed = 0;
    if (scanf("%d %ld %u", &n, &m, &seed) != 3 || n < 1 || m < 0) {
        printf("0 0\n");
        return 0;
    }
    int *ea = malloc(sizeof(int) * (size_t)(m + 1)), *eb = malloc(sizeof(int) * (size_t)(m + 1));
    long *start = calloc((size_t)n + 1, sizeof(long));
    int *adj = malloc(sizeof(int) * (size_t)(2 * m + 1));
    int *color = malloc(sizeof(int) * (size_t)n), *queue = malloc(sizeof(int) * (size_t)n);
    if (!ea || !eb || !start || !adj || !color || !queue) return 1;
    unsigned x = seed;
    for (long e = 0; e < m; e++) {
        x = x * 1664525u + 1013904223u;
        ea[e] = (int)((x >> 4) % (unsigned)n);
        x = x * 1664525u + 1013904223u;
        eb[e] = (int)((x >> 4) % (unsigned)n);
        /* mostly even steps, so that some components stay bipartite */
        if ((x >> 28) != 0 && ((ea[e] ^ eb[e]) & 1) == 0) eb[e] = (eb[e] + 1) % n;
        start[ea[e] + 1]++;
        start[eb[e] + 1]++;
    }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    long *fill = malloc(sizeof(long) * (size_t)n);
    if (!fill) return 1;
    for (int i = 0; i < n; i++) { fill[i] = start[i]; color[i] = -1; }
    for (long e = 0; e < m; e++) {
        adj[fill[ea[e]]++] = eb[e];
        adj[fill[eb[e]]++] = ea[e];
    }
    int components = 0, bipartite = 0;
    for (int s = 0; s < n; s++) {
        if (color[s] >= 0) continue;
        components++;
        int ok = 1, qh = 0, qt = 0;
        color[s] = 0;
        queue[qt++] = s;
        while (qh < qt) {
            int u = queue[qh++];
            for (long k = start[u]; k < start[u + 1]; k++) {
                int v = adj[k];
                if (color[v] < 0) { color[v] = color[u] ^ 1; queue[qt++] = v; }
                else if (color[v] == color[u]) ok = 0;
            }
        }
        bipartite += ok;
    }
    printf("%d %d\n", components, bipartite);
    free(ea); free(eb); free(start); free(adj); free(color); free(queue); free(fill);
    return 0;
}
