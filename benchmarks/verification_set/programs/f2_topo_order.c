/* Order.  Input: n m (1 <= n <= 10^5, 0 <= m <= 2 * 10^5), then m lines "u v" (1 <= u, v <= n):
   task u must come before task v.  The same pair may appear more than once, and u may equal v
   (a task that must come before itself).  Output: the smallest order of the tasks 1 .. n
   (comparing orders number by number) that keeps every pair, on one line separated by spaces;
   "CYCLE" when no order keeps them all. */
#include <stdio.h>
#include <stdlib.h>

static int *heap;
static int heap_size;

static void push(int v) {
    int i = heap_size++;
    while (i > 0 && heap[(i - 1) / 2] > v) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = v;
}

static int pop(void) {
    int top = heap[0], last = heap[--heap_size], i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && heap[child + 1] < heap[child]) child++;
        if (heap[child] >= last) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > 100000 || m < 0 || m > 200000) return 1;
    int *from = malloc(sizeof(int) * (size_t)(m + 1)), *to = malloc(sizeof(int) * (size_t)(m + 1));
    int *start = calloc((size_t)n + 2, sizeof(int)), *indegree = calloc((size_t)n + 1, sizeof(int));
    int *next = malloc(sizeof(int) * (size_t)(m + 1)), *order = malloc(sizeof(int) * (size_t)n);
    heap = malloc(sizeof(int) * (size_t)n);
    if (!from || !to || !start || !indegree || !next || !order || !heap) return 1;
    for (int e = 0; e < m; e++) {
        if (scanf("%d %d", &from[e], &to[e]) != 2 || from[e] < 1 || from[e] > n || to[e] < 1 ||
            to[e] > n)
            return 1;
        start[from[e] + 1]++;
        indegree[to[e]]++;
    }
    for (int v = 1; v <= n; v++) start[v + 1] += start[v];
    for (int e = 0; e < m; e++) next[start[from[e]]++] = to[e];  /* start[v] now ends v's edges */
    for (int v = 1; v <= n; v++)
        if (indegree[v] == 0) push(v);
    int done = 0;
    while (heap_size > 0) {
        int u = pop();
        order[done++] = u;
        for (int e = u > 1 ? start[u - 1] : 0; e < start[u]; e++)
            if (--indegree[next[e]] == 0) push(next[e]);
    }
    if (done < n) {
        puts("CYCLE");
    } else {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
        putchar('\n');
    }
    free(from);
    free(to);
    free(start);
    free(indegree);
    free(next);
    free(order);
    free(heap);
    return 0;
}
