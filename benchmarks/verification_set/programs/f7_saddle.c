/* Saddle points.  Input: R and C (1 <= R, C <= 1000), then R rows of C integers each, every
   number as scanf's %lld reads it (an optional sign and digits), each value v with
   |v| <= 10^12.  A saddle point is a cell whose value is the smallest of its row and the
   largest of its column (ties allowed).  Output: "total T" (the sum of all the values), "row Y"
   (the 1-based row of the largest row sum, the first of equal ones), "saddles N", then the
   first ten saddle points in row-major order, each as "Y X V" (1-based) on a line. */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000LL

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 1000 || c > 1000) return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    long long *rowmin = malloc(sizeof *rowmin * (size_t)r);
    long long *colmax = malloc(sizeof *colmax * (size_t)c);
    if (!g || !rowmin || !colmax) return 1;
    long long total = 0, best = 0;
    int best_row = 1;
    for (int y = 0; y < r; y++) {
        long long sum = 0;
        for (int x = 0; x < c; x++) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -LIMIT || v > LIMIT) return 1;
            g[(long)y * c + x] = v;
            sum += v;
            if (x == 0 || v < rowmin[y]) rowmin[y] = v;
            if (y == 0 || v > colmax[x]) colmax[x] = v;
        }
        total += sum;
        if (y == 0 || sum > best) {
            best = sum;
            best_row = y + 1;
        }
    }
    long saddles = 0;
    for (int y = 0; y < r; y++)
        for (int x = 0; x < c; x++) {
            long long v = g[(long)y * c + x];
            if (v == rowmin[y] && v == colmax[x]) saddles++;
        }
    printf("total %lld\nrow %d\nsaddles %ld\n", total, best_row, saddles);
    long shown = 0;
    for (int y = 0; y < r && shown < 10; y++)
        for (int x = 0; x < c && shown < 10; x++) {
            long long v = g[(long)y * c + x];
            if (v == rowmin[y] && v == colmax[x]) {
                printf("%d %d %lld\n", y + 1, x + 1, v);
                shown++;
            }
        }
    free(g);
    free(rowmin);
    free(colmax);
    return 0;
}
