/* Peaks.  Input: R and C (1 <= R, C <= 1000), then R rows of C heights, integers as scanf's %d
   reads them (an optional sign and digits), each h with |h| <= 10^9.  A peak is a cell higher
   than each of its neighbours (up to eight: the cells around it inside the grid).  Output:
   "peaks N sum S" (how many and the sum of their heights), then "highest H at Y X" (1-based,
   the first in row-major order of the highest peaks; every grid has a peak). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    int *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    if (!g) return 1;
    for (long i = 0; i < (long)r * c; i++)
        if (scanf("%d", &g[i]) != 1 || g[i] < -1000000000 || g[i] > 1000000000) return 1;
    long peaks = 0;
    long long sum = 0;
    int best = 0, best_y = 0, best_x = 0;
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            int h = g[(long)y * c + x], peak = 1;
            for (int dy = -1; dy <= 1 && peak; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if ((dy || dx) && yy >= 0 && yy < r && xx >= 0 && xx < c &&
                        g[(long)yy * c + xx] >= h) {
                        peak = 0;
                        break;
                    }
                }
            if (!peak) continue;
            if (peaks == 0 || h > best) {
                best = h;
                best_y = y + 1;
                best_x = x + 1;
            }
            peaks++;
            sum += h;
        }
    printf("peaks %ld sum %lld\nhighest %d at %d %d\n", peaks, sum, best, best_y, best_x);
    free(g);
    return 0;
}
