/* Resistors in series and in parallel, over several test cases.  Input: T (1 <= T <= 10^4),
   then T cases, each n (1 <= n <= 10^5; the n of all the cases add up to at most 2 * 10^5) and
   n resistances r (1 <= r <= 10^18, the r of a case adding up to at most 10^18), all separated
   by blanks; every number as scanf's %lld reads it (an optional sign and digits).  Output per
   case a line "series S parallel P": S the sum of the resistances, P = 1 / (1/r1 + ... + 1/rn)
   computed in doubles, the reciprocals added in the order given, and printed as printf's "%.4f"
   prints it; then a last line "largest S" with the largest S of all the cases. */
#include <stdio.h>

#define LIMIT 1000000000000000000LL

int main(void) {
    long long t, seen = 0, largest = 0;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > 100000 || seen + n > 200000) return 1;
        seen += n;
        long long series = 0;
        double conductance = 0.0;
        for (long long i = 0; i < n; i++) {
            long long r;
            if (scanf("%lld", &r) != 1 || r < 1 || r > LIMIT - series) return 1;
            series += r;
            conductance += 1.0 / (double)r;
        }
        if (series > largest) largest = series;
        printf("series %lld parallel %.4f\n", series, 1.0 / conductance);
    }
    printf("largest %lld\n", largest);
    return 0;
}
