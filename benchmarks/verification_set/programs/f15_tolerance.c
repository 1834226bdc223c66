/* Row and column sums of a table, with a tolerance.  Input: R, C and T (1 <= R, C;
   R * C <= 10^6; 0 <= T <= 10^12), then the R rows of the table, C integers v each
   (|v| <= 10^12), all separated by blanks (spaces, tabs, carriage returns or newlines); every
   number as scanf's %lld reads it (an optional sign and digits).  A value is an outlier when it
   differs by more than T both from the mean of its row and from the mean of its column, told
   exactly: |C * v - S| > C * T for its row's sum S and |R * v - U| > R * T for its column's
   sum U.  Output: a line "rows" and the R row sums, a line "cols" and the C column sums, each
   sum after a space; a line "outliers K" with the number of outliers; a line "first Y X" with
   the 1-based row and column of the first of them (row by row, left to right), or
   "first none". */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000LL

int main(void) {
    long long r, c, t;
    if (scanf("%lld %lld %lld", &r, &c, &t) != 3 || r < 1 || c < 1 || r > 1000000
        || c > 1000000 || r * c > 1000000 || t < 0 || t > LIMIT) return 1;
    long long *v = malloc(sizeof(long long) * (size_t)(r * c));
    long long *row = calloc((size_t)r, sizeof(long long));
    long long *col = calloc((size_t)c, sizeof(long long));
    if (!v || !row || !col) return 1;
    for (long long y = 0; y < r; y++)
        for (long long x = 0; x < c; x++) {
            long long a;
            if (scanf("%lld", &a) != 1 || a < -LIMIT || a > LIMIT) return 1;
            v[y * c + x] = a;
            row[y] += a;
            col[x] += a;
        }
    fputs("rows", stdout);
    for (long long y = 0; y < r; y++) printf(" %lld", row[y]);
    fputs("\ncols", stdout);
    for (long long x = 0; x < c; x++) printf(" %lld", col[x]);
    putchar('\n');
    long long outliers = 0, first_y = 0, first_x = 0;
    for (long long y = 0; y < r; y++)
        for (long long x = 0; x < c; x++) {
            long long a = v[y * c + x];
            long long by_row = c * a - row[y], by_col = r * a - col[x];
            if (by_row < 0) by_row = -by_row;
            if (by_col < 0) by_col = -by_col;
            if (by_row > c * t && by_col > r * t) {
                if (outliers++ == 0) {
                    first_y = y + 1;
                    first_x = x + 1;
                }
            }
        }
    printf("outliers %lld\n", outliers);
    if (outliers) printf("first %lld %lld\n", first_y, first_x);
    else puts("first none");
    free(col);
    free(row);
    free(v);
    return 0;
}
