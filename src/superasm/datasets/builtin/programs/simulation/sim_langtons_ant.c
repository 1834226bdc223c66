/* Langton's ant on an n x n torus for s steps from the centre, facing up; print the number of
   black cells and the ant's final position and heading. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    long steps = 0;
    if (scanf("%d %ld", &n, &steps) != 2 || n < 1 || steps < 0) {
        printf("0 0 0 0\n");
        return 0;
    }
    unsigned char *grid = calloc((size_t)n * (size_t)n, 1);
    if (!grid) return 1;
    int r = n / 2, c = n / 2, dir = 0;
    static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (long s = 0; s < steps; s++) {
        unsigned char *cell = &grid[(long)r * n + c];
        dir = *cell ? (dir + 3) & 3 : (dir + 1) & 3;
        *cell ^= 1;
        r = (r + dr[dir] + n) % n;
        c = (c + dc[dir] + n) % n;
    }
    long black = 0;
    for (long i = 0; i < (long)n * n; i++) black += grid[i];
    printf("%ld %d %d %d\n", black, r, c, dir);
    free(grid);
    return 0;
}
