/* Majorities of ranges.  Input: n (1 <= n <= 10^5), then n integers a1 .. an
   (|a| <= 10^18), then q (1 <= q <= 10^5) and q ranges "l r" (1 <= l <= r <= n; the lengths
   r - l + 1 of all ranges add up to at most 10^7), all separated by blanks (spaces, tabs or
   newlines); every number as scanf's %lld reads it (an optional sign and digits).  A range's
   majority is the value held by more than half of a_l .. a_r.  Output: per range, its majority
   and how many of the range hold it, on one line, or "none". */
#include <stdio.h>

#define MAXN 100000
#define TOP 1000000000000000000LL

static long long a[MAXN + 1];

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 1; i <= n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -TOP || a[i] > TOP) return 1;
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    long long work = 0;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || r > n || l > r) return 1;
        work += r - l + 1;
        if (work > 10000000) return 1;
        long long candidate = a[l];
        long votes = 0;
        for (long long i = l; i <= r; i++) {
            if (votes == 0) {
                candidate = a[i];
                votes = 1;
            } else if (a[i] == candidate) {
                votes++;
            } else {
                votes--;
            }
        }
        long held = 0;
        for (long long i = l; i <= r; i++) held += a[i] == candidate;
        if (2 * held > r - l + 1) printf("%lld %ld\n", candidate, held);
        else puts("none");
    }
    return 0;
}
