/* A seeded r x c maze (wall density d%): BFS from the top-left cell; print the distance to the
   bottom-right cell (-1 if unreachable), the number of reachable cells and the farthest distance. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0, d = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &r, &c, &d, &seed) != 4 || r < 1 || c < 1) {
        printf("-1 0 0\n");
        return 0;
    }
    long cells = (long)r * c;
    char *wall = malloc((size_t)cells);
    int *dist = malloc(sizeof(int) * (size_t)cells);
    long *queue = malloc(sizeof(long) * (size_t)cells);
    if (!wall || !dist || !queue) return 1;
    unsigned x = seed;
    for (long i = 0; i < cells; i++) {
        x = x * 1103515245u + 12345u;
        wall[i] = (int)((x >> 16) % 100u) < d;
        dist[i] = -1;
    }
    wall[0] = 0;
    long head = 0, tail = 0, reached = 1;
    int far = 0;
    dist[0] = 0;
    queue[tail++] = 0;
    static const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (head < tail) {
        long cur = queue[head++];
        int cr = (int)(cur / c), cc = (int)(cur % c);
        for (int k = 0; k < 4; k++) {
            int nr = cr + dr[k], nc = cc + dc[k];
            if (nr < 0 || nr >= r || nc < 0 || nc >= c) continue;
            long nxt = (long)nr * c + nc;
            if (wall[nxt] || dist[nxt] >= 0) continue;
            dist[nxt] = dist[cur] + 1;
            if (dist[nxt] > far) far = dist[nxt];
            reached++;
            queue[tail++] = nxt;
        }
    }
    printf("%d %ld %d\n", dist[cells - 1], reached, far);
    free(wall); free(dist); free(queue);
    return 0;
}
