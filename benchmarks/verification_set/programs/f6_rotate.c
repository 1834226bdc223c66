/* Rotation.  Input: "R C K" (1 <= R, C <= 1000, |K| <= 10^18), then R rows of C integers each
   (|v| <= 10^15); every number as scanf's %lld reads it (an optional sign and digits).  Output:
   the grid turned K quarter turns clockwise (counterclockwise when K is negative): its
   dimensions "R' C'" on a line, then its R' rows, the values separated by single spaces; then
   "trace T", T the sum of the values on its main diagonal (row i, column i, from the top-left
   corner). */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000000LL

int main(void) {
    int r, c;
    long long k;
    if (scanf("%d %d %lld", &r, &c, &k) != 3 || r < 1 || c < 1 || r > 1000 || c > 1000 ||
        k < -1000000000000000000LL || k > 1000000000000000000LL)
        return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    if (!g) return 1;
    for (long i = 0; i < (long)r * c; i++)
        if (scanf("%lld", &g[i]) != 1 || g[i] < -LIMIT || g[i] > LIMIT) return 1;
    int turns = (int)((k % 4 + 4) % 4);
    int rows = turns % 2 ? c : r, cols = turns % 2 ? r : c;
    printf("%d %d\n", rows, cols);
    long long trace = 0;
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            int sy, sx;  /* the cell of the grid as read */
            switch (turns) {
            case 0: sy = y; sx = x; break;
            case 1: sy = r - 1 - x; sx = y; break;
            case 2: sy = r - 1 - y; sx = c - 1 - x; break;
            default: sy = x; sx = c - 1 - y; break;
            }
            long long v = g[(long)sy * c + sx];
            if (x == y) trace += v;
            printf(x ? " %lld" : "%lld", v);
        }
        putchar('\n');
    }
    printf("trace %lld\n", trace);
    free(g);
    return 0;
}
