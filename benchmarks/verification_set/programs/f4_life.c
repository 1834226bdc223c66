/* Life.  Input: "R C K" (1 <= R, C <= 2000, R * C <= 10^6, 0 <= K <= 1000, R * C * K <= 10^8),
   then R lines of C bytes each, '#' a live cell and '.' a dead one.  The grid does not wrap:
   the cells outside it are dead.  Each step applies Conway's rules to every cell at once: a live
   cell with 2 or 3 live neighbours (of its 8) lives on, a dead cell with exactly 3 comes alive,
   every other cell is dead after the step.  Output: the grid after K steps, then "alive N", the
   number of live cells in it. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c, k;
    if (scanf("%d %d %d", &r, &c, &k) != 3 || r < 1 || c < 1 || r > 2000 || c > 2000 ||
        (long)r * c > 1000000 || k < 0 || k > 1000 || (long)r * c * k > 100000000L)
        return 1;
    int w = c + 2;  /* a border of dead cells around the grid */
    unsigned char *cur = calloc((size_t)(r + 2) * (size_t)w, 1);
    unsigned char *next = calloc((size_t)(r + 2) * (size_t)w, 1);
    if (!cur || !next) return 1;
    for (int y = 1; y <= r; y++) {
        for (int x = 1; x <= c; x++) {
            int ch = getchar();
            while (ch == '\n' || ch == '\r' || ch == ' ') ch = getchar();
            if (ch != '#' && ch != '.') return 1;
            cur[y * w + x] = ch == '#';
        }
    }
    for (int step = 0; step < k; step++) {
        for (int y = 1; y <= r; y++) {
            for (int x = 1; x <= c; x++) {
                int i = y * w + x;
                int n = cur[i - w - 1] + cur[i - w] + cur[i - w + 1] + cur[i - 1] + cur[i + 1] +
                        cur[i + w - 1] + cur[i + w] + cur[i + w + 1];
                next[i] = n == 3 || (n == 2 && cur[i]);
            }
        }
        unsigned char *t = cur;
        cur = next;
        next = t;
    }
    long alive = 0;
    char *row = malloc((size_t)c + 2);
    if (!row) return 1;
    for (int y = 1; y <= r; y++) {
        for (int x = 1; x <= c; x++) {
            row[x - 1] = cur[y * w + x] ? '#' : '.';
            alive += cur[y * w + x];
        }
        row[c] = '\n';
        fwrite(row, 1, (size_t)c + 1, stdout);
    }
    printf("alive %ld\n", alive);
    free(row);
    free(cur);
    free(next);
    return 0;
}
