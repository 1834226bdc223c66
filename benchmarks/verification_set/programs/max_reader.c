/* Maxima.  Input: t (1 <= t <= 100), then t lists, each n (1 <= n <= 10^5) followed by n
   integers v (-2 * 10^9 <= v <= 2 * 10^9).  Output, per list: its largest value and the 1-based
   position of its first occurrence. */
#include <stdio.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    while (t-- > 0) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
        int best = 0, where = 0;
        for (int i = 1; i <= n; i++) {
            int v;
            if (scanf("%d", &v) != 1 || v < -2000000000 || v > 2000000000) return 1;
            if (i == 1 || v > best) {
                best = v;
                where = i;
            }
        }
        printf("%d %d\n", best, where);
    }
    return 0;
}
