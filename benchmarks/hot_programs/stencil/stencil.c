/* Heat diffusion on a grid: read the size and steps, set up the sources, relax, report.
   Hot: relax() (a 5-point stencil over doubles). */
#include <stdio.h>
#include <stdlib.h>

static double *grid, *next;
static int rows, cols;

static void set_sources(int count) {
    for (int k = 0; k < count; k++) {
        int r = 1 + (k * 7919) % (rows - 2), c = 1 + (k * 104729) % (cols - 2);
        grid[r * cols + c] = 100.0 + k;
    }
}

void relax(double alpha) {
    for (int r = 1; r < rows - 1; r++)
        for (int c = 1; c < cols - 1; c++) {
            double here = grid[r * cols + c];
            double around = grid[(r - 1) * cols + c] + grid[(r + 1) * cols + c]
                          + grid[r * cols + c - 1] + grid[r * cols + c + 1];
            next[r * cols + c] = here + alpha * (around - 4.0 * here);
        }
    double *t = grid; grid = next; next = t;
}

double total_heat(void) {
    double s = 0.0;
    for (int i = 0; i < rows * cols; i++) s += grid[i];
    return s;
}

int main(void) {
    int steps, sources;
    if (scanf("%d %d %d %d", &rows, &cols, &steps, &sources) != 4 || rows < 3 || cols < 3) {
        fprintf(stderr, "usage: ROWS COLS STEPS SOURCES\n");
        return 1;
    }
    grid = calloc((size_t)rows * cols, sizeof *grid);
    next = calloc((size_t)rows * cols, sizeof *next);
    if (!grid || !next) { perror("calloc"); return 1; }
    set_sources(sources);
    for (int s = 0; s < steps; s++) relax(0.2);
    printf("%.6f\n", total_heat());
    printf("%.6f\n", grid[(rows / 2) * cols + cols / 2]);
    free(grid); free(next);
    return 0;
}
