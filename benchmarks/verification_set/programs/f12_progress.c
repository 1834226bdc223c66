/* Arithmetic and geometric progressions, over several test cases.  Input: T (1 <= T <= 10^4),
   then T cases, each n (1 <= n <= 10^5; the sum of n over the cases at most 10^6) and n
   integers v (|v| <= 10^9), all separated by blanks (spaces, tabs or newlines); every number
   as scanf's %lld reads it (an optional sign and digits).  Output: per case "arithmetic D"
   when every value less the one before it is D (for n = 1, D is 0); otherwise "geometric"
   when no value is zero and every value times the one two places later equals the square of
   the one between them; otherwise "neither". */
#include <stdio.h>

#define MAXN 100000

static long long a[MAXN];

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    long long total = 0;
    while (t--) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
        total += n;
        if (total > 1000000) return 1;
        for (long long i = 0; i < n; i++)
            if (scanf("%lld", &a[i]) != 1 || a[i] < -1000000000LL || a[i] > 1000000000LL) return 1;
        long long d = n > 1 ? a[1] - a[0] : 0;
        int arithmetic = 1;
        for (long long i = 2; i < n && arithmetic; i++)
            if (a[i] - a[i - 1] != d) arithmetic = 0;
        if (arithmetic) {
            printf("arithmetic %lld\n", d);
            continue;
        }
        int geometric = 1;
        for (long long i = 0; i < n && geometric; i++)
            if (a[i] == 0) geometric = 0;
        for (long long i = 2; i < n && geometric; i++)
            if (a[i - 2] * a[i] != a[i - 1] * a[i - 1]) geometric = 0;
        puts(geometric ? "geometric" : "neither");
    }
    return 0;
}
