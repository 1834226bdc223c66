/* Two-colouring graphs.  Input: t (1 <= t <= 10^4), then t test cases, each n and m
   (1 <= n <= 10^5, 0 <= m <= 2 * 10^5; at most 2 * 10^5 vertices and 4 * 10^5 edges over all
   cases) and m edges "u v" (1 <= u, v <= n, u != v; an edge may repeat), all separated by blanks
   (spaces, tabs or newlines); every number as scanf's %lld reads it (an optional sign and
   digits).  Output: per case "no" when its vertices cannot be coloured in two colours with the
   ends of every edge coloured apart, else "yes K", K the fewest vertices of one colour over all
   such colourings (the smaller side of every connected part, summed). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long long n, m;
        if (scanf("%lld %lld", &n, &m) != 2 || n < 1 || n > 100000 || m < 0 || m > 200000)
            return 1;
        long *eu = malloc(sizeof(long) * (size_t)(m + 1)), *ev = malloc(sizeof(long) * (size_t)(m + 1));
        long *start = calloc((size_t)n + 2, sizeof(long)), *adj = malloc(sizeof(long) * (size_t)(2 * m + 1));
        int *color = malloc(sizeof(int) * (size_t)(n + 1));
        long *queue = malloc(sizeof(long) * (size_t)(n + 1));
        if (!eu || !ev || !start || !adj || !color || !queue) return 1;
        for (long long i = 0; i < m; i++) {
            long long u, v;
            if (scanf("%lld %lld", &u, &v) != 2 || u < 1 || u > n || v < 1 || v > n || u == v)
                return 1;
            eu[i] = (long)u;
            ev[i] = (long)v;
            start[u + 1]++;
            start[v + 1]++;
        }
        for (long long k = 1; k <= n + 1; k++) start[k] += start[k - 1];
        for (long long i = 0; i < m; i++) {
            adj[start[eu[i]]++] = ev[i];
            adj[start[ev[i]]++] = eu[i];
        }
        for (long long k = n + 1; k > 0; k--) start[k] = start[k - 1];
        start[0] = 0;
        for (long long k = 1; k <= n; k++) color[k] = -1;
        int ok = 1;
        long long fewest = 0;
        for (long long s = 1; s <= n && ok; s++) {
            if (color[s] >= 0) continue;
            long head = 0, tail = 0, ones = 0, all = 0;
            color[s] = 0;
            queue[tail++] = (long)s;
            while (head < tail && ok) {
                long at = queue[head++];
                all++;
                ones += color[at];
                for (long e = start[at]; e < start[at + 1]; e++) {
                    long to = adj[e];
                    if (color[to] < 0) {
                        color[to] = 1 - color[at];
                        queue[tail++] = to;
                    } else if (color[to] == color[at]) {
                        ok = 0;
                        break;
                    }
                }
            }
            fewest += ones < all - ones ? ones : all - ones;
        }
        if (ok) printf("yes %lld\n", fewest);
        else puts("no");
        free(eu);
        free(ev);
        free(start);
        free(adj);
        free(color);
        free(queue);
    }
    return 0;
}
