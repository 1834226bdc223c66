/* Strongly connected components of a seeded digraph (n nodes, m edges) with an iterative
   Kosaraju; print the number of components and the largest one's size. */
#include <stdio.h>
#include <stdlib.h>

static void csr(int n, long m, const int *from, const int *to, long *start, int *adj) {
    for (int i = 0; i <= n; i++) start[i] = 0;
    for (long e = 0; e < m; e++) start[from[e] + 1]++;
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    long *fill = malloc(sizeof(long) * (size_t)n);
    if (!fill) exit(1);
    for (int i = 0; i < n; i++) fill[i] = start[i];
    for (long e = 0; e < m; e++) adj[fill[from[e]]++] = to[e];
    free(fill);
}

int main(void) {
    int n = 0;
    long m = 0;
    unsigned seed = 0;
    if (scanf("%d %ld %u", &n, &m, &seed) != 3 || n < 1 || m < 0) {
        printf("0 0\n");
        return 0;
    }
    int *a = malloc(sizeof(int) * (size_t)(m + 1)), *b = malloc(sizeof(int) * (size_t)(m + 1));
    long *fs = malloc(sizeof(long) * (size_t)(n + 1)), *rs = malloc(sizeof(long) * (size_t)(n + 1));
    int *fadj = malloc(sizeof(int) * (size_t)(m + 1)), *radj = malloc(sizeof(int) * (size_t)(m + 1));
    int *order = malloc(sizeof(int) * (size_t)n), *comp = malloc(sizeof(int) * (size_t)n);
    int *stack = malloc(sizeof(int) * (size_t)n);
    long *pos = malloc(sizeof(long) * (size_t)n);
    if (!a || !b || !fs || !rs || !fadj || !radj || !order || !comp || !stack || !pos) return 1;
    unsigned x = seed;
    for (long e = 0; e < m; e++) {
        x = x * 1664525u + 1013904223u;
        a[e] = (int)((x >> 4) % (unsigned)n);
        x = x * 1664525u + 1013904223u;
        b[e] = (int)((x >> 4) % (unsigned)n);
    }
    csr(n, m, a, b, fs, fadj);
    csr(n, m, b, a, rs, radj);
    int done = 0;
    for (int i = 0; i < n; i++) comp[i] = -1;
    for (int s = 0; s < n; s++) {
        if (comp[s] != -1) continue;
        int top = 0;
        stack[top++] = s;
        comp[s] = -2;
        pos[s] = fs[s];
        while (top) {
            int u = stack[top - 1];
            if (pos[u] < fs[u + 1]) {
                int v = fadj[pos[u]++];
                if (comp[v] == -1) { comp[v] = -2; pos[v] = fs[v]; stack[top++] = v; }
            } else {
                order[done++] = u;
                top--;
            }
        }
    }
    int count = 0, largest = 0;
    for (int i = n - 1; i >= 0; i--) {
        int s = order[i];
        if (comp[s] >= 0) continue;
        int top = 0, members = 0;
        stack[top++] = s;
        comp[s] = count;
        while (top) {
            int u = stack[--top];
            members++;
            for (long k = rs[u]; k < rs[u + 1]; k++)
                if (comp[radj[k]] < 0) { comp[radj[k]] = count; stack[top++] = radj[k]; }
        }
        if (members > largest) largest = members;
        count++;
    }
    printf("%d %d\n", count, largest);
    free(a); free(b); free(fs); free(rs); free(fadj); free(radj); free(order); free(comp); free(stack); free(pos);
    return 0;
}
