/* n m, then m undirected edges "u v" (1-based). Prints the number of components and the
   largest BFS distance from vertex 1. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2 || n <= 0 || m < 0) return 1;
    int *eu = malloc(sizeof(int) * (size_t)m), *ev = malloc(sizeof(int) * (size_t)m);
    int *deg = calloc((size_t)n + 2, sizeof(int));
    for (int i = 0; i < m; i++) {
        if (scanf("%d %d", &eu[i], &ev[i]) != 2) return 1;
        if (eu[i] < 1 || eu[i] > n || ev[i] < 1 || ev[i] > n) return 1;
        deg[eu[i]]++; deg[ev[i]]++;
    }
    int *start = calloc((size_t)n + 2, sizeof(int));
    for (int v = 1; v <= n; v++) start[v + 1] = start[v] + deg[v];
    int *adj = malloc(sizeof(int) * (size_t)(2 * m + 1)), *fill = calloc((size_t)n + 2, sizeof(int));
    for (int i = 0; i < m; i++) {
        adj[start[eu[i]] + fill[eu[i]]++] = ev[i];
        adj[start[ev[i]] + fill[ev[i]]++] = eu[i];
    }
    int *dist = malloc(sizeof(int) * ((size_t)n + 1)), *queue = malloc(sizeof(int) * ((size_t)n + 1));
    for (int v = 1; v <= n; v++) dist[v] = -1;
    int components = 0, far = 0;
    for (int s = 1; s <= n; s++) {
        if (dist[s] >= 0) continue;
        components++;
        int head = 0, tail = 0;
        dist[s] = 0; queue[tail++] = s;
        while (head < tail) {
            int u = queue[head++];
            if (s == 1 && dist[u] > far) far = dist[u];
            for (int k = start[u]; k < start[u + 1]; k++)
                if (dist[adj[k]] < 0) { dist[adj[k]] = dist[u] + 1; queue[tail++] = adj[k]; }
        }
    }
    printf("%d %d\n", components, far);
    return 0;
}
