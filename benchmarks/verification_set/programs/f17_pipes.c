/* Pipes on a grid.  Input: r and c (1 <= r, c and r * c <= 10^6), then r rows of c characters
   each, the rows separated by blanks: '|' is a pipe that joins the north and the south side of
   its cell, '-' the east and the west, 'L' the north and the east, 'J' the north and the west,
   '7' the south and the west, 'F' the south and the east, '.' is ground, and 'S' (exactly one)
   is the start, which joins each side whose neighbour joins the side toward it.  Two cells
   that share a side are linked when each joins that side.  Output: "reach N", N the cells
   that can be reached from S through links (S among them); "far D at Y X", D the least number
   of links from S to the farthest of them and Y, X the row and the column (from 1) of the
   first in reading order of the farthest; "loop yes" when links join the reached cells in a
   cycle, else "loop no"; and "leaks K", K the sides joined by reached cells that are not
   linked (they face the edge of the grid, ground or a side not joined). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NORTH = 1, EAST = 2, SOUTH = 4, WEST = 8 };

static int joins(int ch) {
    switch (ch) {
    case '|': return NORTH | SOUTH;
    case '-': return EAST | WEST;
    case 'L': return NORTH | EAST;
    case 'J': return NORTH | WEST;
    case '7': return SOUTH | WEST;
    case 'F': return SOUTH | EAST;
    default: return 0;
    }
}

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000
        || r * c > 1000000) return 1;
    long cells = r * c, s = -1;
    char *g = malloc((size_t)cells), *row = malloc((size_t)c + 2);
    int *side = malloc(sizeof(int) * (size_t)cells);
    long *dist = malloc(sizeof(long) * (size_t)cells), *queue = malloc(sizeof(long) * (size_t)cells);
    if (!g || !row || !side || !dist || !queue) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (!strchr("|-LJ7F.S", row[x])) return 1;
            if (row[x] == 'S') {
                if (s >= 0) return 1;
                s = y * c + x;
            }
            g[y * c + x] = row[x];
        }
    }
    if (s < 0) return 1;
    static const long DY[4] = {-1, 0, 1, 0}, DX[4] = {0, 1, 0, -1};  /* N, E, S, W */
    for (long i = 0; i < cells; i++) {
        side[i] = joins(g[i]);
        dist[i] = -1;
    }
    for (int d = 0; d < 4; d++) {  /* the sides the start joins */
        long ny = s / c + DY[d], nx = s % c + DX[d];
        if (ny >= 0 && ny < r && nx >= 0 && nx < c && (side[ny * c + nx] & (1 << ((d + 2) % 4))))
            side[s] |= 1 << d;
    }
    long head = 0, tail = 0, links = 0, leaks = 0, far = 0, far_at = s;
    dist[s] = 0;
    queue[tail++] = s;
    while (head < tail) {
        long at = queue[head++], y = at / c, x = at % c;
        if (dist[at] > far || (dist[at] == far && at < far_at)) {
            far = dist[at];
            far_at = at;
        }
        for (int d = 0; d < 4; d++) {
            if (!(side[at] & (1 << d))) continue;
            long ny = y + DY[d], nx = x + DX[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c || !(side[ny * c + nx] & (1 << ((d + 2) % 4)))) {
                leaks++;
                continue;
            }
            long next = ny * c + nx;
            links++;
            if (dist[next] < 0) {
                dist[next] = dist[at] + 1;
                queue[tail++] = next;
            }
        }
    }
    links /= 2;  /* each link seen from both its cells */
    printf("reach %ld\n", tail);
    printf("far %ld at %ld %ld\n", far, far_at / c + 1, far_at % c + 1);
    printf("loop %s\n", links >= tail ? "yes" : "no");
    printf("leaks %ld\n", leaks);
    free(g);
    free(row);
    free(side);
    free(dist);
    free(queue);
    return 0;
}
