/* Maze.  Input: "R C" (1 <= R, C <= 1000), then R lines of C bytes each, from '#' (a wall), '.'
   (floor), 'S' (the start) and 'E' (the exit), with exactly one S and one E.  A move goes up,
   down, left or right onto a cell that is not a wall.  Output: the fewest moves from S to E (-1
   when E cannot be reached), then the number of cells that can be reached from S, S included. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || r > 1000 || c < 1 || c > 1000) return 1;
    char *grid = malloc((size_t)r * (size_t)c), row[1001];
    int *dist = malloc(sizeof *dist * (size_t)r * (size_t)c);
    int *queue = malloc(sizeof *queue * (size_t)r * (size_t)c);
    if (!grid || !dist || !queue) return 1;
    int start = -1, exit_cell = -1;
    for (int y = 0; y < r; y++) {
        if (scanf("%1000s", row) != 1 || strlen(row) != (size_t)c) return 1;
        for (int x = 0; x < c; x++) {
            char cell = row[x];
            if (cell != '#' && cell != '.' && cell != 'S' && cell != 'E') return 1;
            if (cell == 'S') {
                if (start >= 0) return 1;
                start = y * c + x;
            }
            if (cell == 'E') {
                if (exit_cell >= 0) return 1;
                exit_cell = y * c + x;
            }
            grid[y * c + x] = cell;
            dist[y * c + x] = -1;
        }
    }
    if (start < 0 || exit_cell < 0) return 1;
    static const int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};
    int head = 0, tail = 0;
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        int u = queue[head++], y = u / c, x = u % c;
        for (int k = 0; k < 4; k++) {
            int ny = y + dy[k], nx = x + dx[k];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
            int v = ny * c + nx;
            if (grid[v] == '#' || dist[v] >= 0) continue;
            dist[v] = dist[u] + 1;
            queue[tail++] = v;
        }
    }
    printf("%d\n%d\n", dist[exit_cell], tail);
    free(grid);
    free(dist);
    free(queue);
    return 0;
}
