/* Polygon areas.  Input: T (1 <= T <= 1000), then T polygons: N (3 <= N <= 10^5), then N
   vertices "x y" in order (integers as scanf's %lld reads them: an optional sign and digits,
   |x|, |y| <= 10^6); the total of all N at most 2 * 10^5.  Output: "Case #i: A D" per polygon,
   A twice the absolute value of its signed (shoelace) area, an integer, and D "ccw" when the
   signed area is positive, "cw" when negative, "flat" when zero. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 1000) return 1;
    for (int i = 1; i <= t; i++) {
        int n;
        if (scanf("%d", &n) != 1 || n < 3 || n > 100000) return 1;
        long long *x = malloc(sizeof *x * (size_t)n), *y = malloc(sizeof *y * (size_t)n);
        if (!x || !y) return 1;
        for (int k = 0; k < n; k++)
            if (scanf("%lld %lld", &x[k], &y[k]) != 2 || x[k] < -1000000 || x[k] > 1000000 ||
                y[k] < -1000000 || y[k] > 1000000)
                return 1;
        long long twice = 0;
        for (int k = 0; k < n; k++) {
            int next = k + 1 == n ? 0 : k + 1;
            twice += x[k] * y[next] - x[next] * y[k];
        }
        printf("Case #%d: %lld %s\n", i, twice < 0 ? -twice : twice,
               twice > 0 ? "ccw" : twice < 0 ? "cw" : "flat");
        free(x);
        free(y);
    }
    return 0;
}
