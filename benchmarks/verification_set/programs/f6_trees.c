/* Trees.  Input: R and C (1 <= R, C <= 2000, R * C <= 10^6), then R lines of C digits each, the
   heights of the trees of a grid.  A tree is visible when in one of the four directions (up,
   down, left, right) every tree between it and the edge of the grid is lower than it (the trees
   on the edge are visible).  Its view in a direction is the number of trees it sees there: up to
   and including the first tree at least as tall as it, or up to the edge.  Its scenic score is
   the product of its four views (0 on the edge).  Output: "visible V", the number of visible
   trees; "best S at Y X", the largest scenic score and the row and column (from 1) of the first
   tree with it, row by row; then "total T", the sum of the scenic scores of all the trees. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *grid;
static int rows, cols;

/* the view from (y, x) in the direction (dy, dx); *clear set when it reaches the edge unblocked */
static long view(int y, int x, int dy, int dx, int *clear) {
    char h = grid[(long)y * cols + x];
    long seen = 0;
    for (y += dy, x += dx; y >= 0 && y < rows && x >= 0 && x < cols; y += dy, x += dx) {
        seen++;
        if (grid[(long)y * cols + x] >= h) {
            *clear = 0;
            return seen;
        }
    }
    *clear = 1;
    return seen;
}

int main(void) {
    if (scanf("%d %d", &rows, &cols) != 2 || rows < 1 || cols < 1 || rows > 2000 || cols > 2000 ||
        (long)rows * cols > 1000000)
        return 1;
    grid = malloc((size_t)rows * (size_t)cols);
    if (!grid) return 1;
    static char row[2048];
    for (int y = 0; y < rows; y++) {
        if (scanf("%2047s", row) != 1 || strlen(row) != (size_t)cols) return 1;
        for (int x = 0; x < cols; x++) {
            if (row[x] < '0' || row[x] > '9') return 1;
            grid[(long)y * cols + x] = row[x];
        }
    }
    long visible = 0;
    long long best = -1, total = 0;
    int best_y = 0, best_x = 0;
    static const int dys[4] = {-1, 1, 0, 0}, dxs[4] = {0, 0, -1, 1};
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            long long score = 1;
            int seen_out = 0;
            for (int d = 0; d < 4; d++) {
                int clear;
                score *= view(y, x, dys[d], dxs[d], &clear);
                seen_out |= clear;
            }
            visible += seen_out;
            total += score;
            if (score > best) {
                best = score;
                best_y = y + 1;
                best_x = x + 1;
            }
        }
    }
    printf("visible %ld\nbest %lld at %d %d\ntotal %lld\n", visible, best, best_y, best_x, total);
    free(grid);
    return 0;
}
