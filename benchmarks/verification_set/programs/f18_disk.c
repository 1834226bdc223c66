/* Points in a disk.  Input: N (1 <= N <= 10^5), then N points "X Y" with integer coordinates
   (|X|, |Y| <= 10^9), then Q (1 <= Q <= 100), then Q queries "X Y R" (|X|, |Y| <= 10^9,
   0 <= R <= 3 * 10^9); every number as scanf's %lld reads it.  Output per query, on a line:
   "C I D", C the number of points at distance at most R from (X, Y) (a point on the circle is
   in the disk), I the number of the point nearest to (X, Y) (the points are numbered from 1
   in the order given; of equally near points the first) and D the square of its distance. */
#include <stdio.h>

#define MAXN 100000
#define LIMIT 1000000000LL

static long long px[MAXN], py[MAXN];

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%lld %lld", &px[i], &py[i]) != 2) return 1;
        if (px[i] < -LIMIT || px[i] > LIMIT || py[i] < -LIMIT || py[i] > LIMIT) return 1;
    }
    if (scanf("%d", &q) != 1 || q < 1 || q > 100) return 1;
    for (int j = 0; j < q; j++) {
        long long x, y, r;
        if (scanf("%lld %lld %lld", &x, &y, &r) != 3) return 1;
        if (x < -LIMIT || x > LIMIT || y < -LIMIT || y > LIMIT || r < 0 || r > 3 * LIMIT)
            return 1;
        long long r2 = r * r, best = -1;
        int inside = 0, nearest = 0;
        for (int i = 0; i < n; i++) {
            long long dx = px[i] - x, dy = py[i] - y;
            long long d2 = dx * dx + dy * dy;  /* at most 8 * 10^18 */
            if (d2 <= r2) inside++;
            if (best < 0 || d2 < best) {
                best = d2;
                nearest = i + 1;
            }
        }
        printf("%d %d %lld\n", inside, nearest, best);
    }
    return 0;
}
