/* Shortest paths.  Input: n m (1 <= n <= 10^5, 0 <= m <= 2 * 10^5), then m directed edges
   "u v w" (1 <= u, v <= n, 0 <= w <= 2^31 - 1).  Output: the length of a shortest path from
   node 1 to each node, on one line, -1 where there is none. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long long dist; int node; } Entry;

static Entry *heap;
static int heap_size;

static void push(long long dist, int node) {
    int i = heap_size++;
    while (i > 0 && heap[(i - 1) / 2].dist > dist) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = (Entry){dist, node};
}

static Entry pop(void) {
    Entry top = heap[0], last = heap[--heap_size];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && heap[child + 1].dist < heap[child].dist) child++;
        if (heap[child].dist >= last.dist) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > 100000 || m < 0 || m > 200000) return 1;
    int *head = malloc(sizeof(int) * (size_t)(n + 1)), *next = malloc(sizeof(int) * (size_t)(m + 1));
    int *to = malloc(sizeof(int) * (size_t)(m + 1));
    long long *weight = malloc(sizeof(long long) * (size_t)(m + 1));
    long long *dist = malloc(sizeof(long long) * (size_t)(n + 1));
    heap = malloc(sizeof(Entry) * (size_t)(m + 1));
    if (!head || !next || !to || !weight || !dist || !heap) return 1;
    for (int v = 1; v <= n; v++) head[v] = -1, dist[v] = -1;
    for (int e = 0; e < m; e++) {
        int u, v;
        long long w;
        if (scanf("%d %d %lld", &u, &v, &w) != 3 || u < 1 || u > n || v < 1 || v > n || w < 0 ||
            w > 2147483647LL)
            return 1;
        to[e] = v;
        weight[e] = w;
        next[e] = head[u];
        head[u] = e;
    }
    dist[1] = 0;
    push(0, 1);
    while (heap_size > 0) {
        Entry top = pop();
        if (top.dist != dist[top.node]) continue;
        for (int e = head[top.node]; e >= 0; e = next[e]) {
            long long candidate = top.dist + weight[e];
            if (dist[to[e]] < 0 || candidate < dist[to[e]]) {
                dist[to[e]] = candidate;
                push(candidate, to[e]);
            }
        }
    }
    for (int v = 1; v <= n; v++) printf(v > 1 ? " %lld" : "%lld", dist[v]);
    putchar('\n');
    free(head); free(next); free(to); free(weight); free(dist); free(heap);
    return 0;
}
