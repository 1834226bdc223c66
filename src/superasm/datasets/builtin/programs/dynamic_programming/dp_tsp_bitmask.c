/* Shortest Hamiltonian cycle through n seeded points (Manhattan distances), Held-Karp over
   bitmasks. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    unsigned seed = 0;
    if (scanf("%d %u", &n, &seed) != 2 || n < 1) {
        printf("0\n");
        return 0;
    }
    if (n > 18) n = 18;
    int px[18], py[18], dist[18][18];
    unsigned x = seed;
    for (int i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        px[i] = (int)((x >> 8) % 1000u);
        x = x * 1664525u + 1013904223u;
        py[i] = (int)((x >> 8) % 1000u);
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            dist[i][j] = abs(px[i] - px[j]) + abs(py[i] - py[j]);
    size_t states = (size_t)1 << n;
    int *dp = malloc(sizeof(int) * states * (size_t)n);
    if (!dp) return 1;
    for (size_t s = 0; s < states * (size_t)n; s++) dp[s] = 1 << 29;
    dp[1 * (size_t)n + 0] = 0;
    for (size_t mask = 1; mask < states; mask += 2)
        for (int last = 0; last < n; last++) {
            int cur = dp[mask * (size_t)n + (size_t)last];
            if (cur >= 1 << 29) continue;
            for (int nxt = 0; nxt < n; nxt++) {
                if (mask >> nxt & 1) continue;
                size_t to = (mask | ((size_t)1 << nxt)) * (size_t)n + (size_t)nxt;
                if (cur + dist[last][nxt] < dp[to]) dp[to] = cur + dist[last][nxt];
            }
        }
    int best = n == 1 ? 0 : 1 << 29;
    for (int last = 1; last < n; last++) {
        int v = dp[(states - 1) * (size_t)n + (size_t)last] + dist[last][0];
        if (v < best) best = v;
    }
    printf("%d\n", best);
    free(dp);
    return 0;
}
