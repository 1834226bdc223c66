/* Latin squares.  Input: T (1 <= T <= 10^4), then T cases, each: n (1 <= n <= 1000) and the n
   rows of n integers each of an n x n square (the sum of n * n over the cases at most 10^6),
   all separated by blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an
   optional sign and digits, |v| <= 10^18).  A square is Latin when each row and each column
   holds every integer from 1 to n exactly once.  Output: per case "yes" or "no". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 1000

static long long square[MAXN * MAXN];
static long seen[MAXN + 1];  /* the mark of the last row or column a value was seen in */

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    long mark = 0;
    while (t--) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
        for (long long i = 0; i < n * n; i++)
            if (scanf("%lld", &square[i]) != 1) return 1;
        int latin = 1;
        for (long long i = 0; i < n * n; i++)
            if (square[i] < 1 || square[i] > n) latin = 0;
        for (long long y = 0; latin && y < n; y++) {
            mark++;
            for (long long x = 0; x < n; x++) {
                long long v = square[y * n + x];
                if (seen[v] == mark) latin = 0;
                seen[v] = mark;
            }
        }
        for (long long x = 0; latin && x < n; x++) {
            mark++;
            for (long long y = 0; y < n; y++) {
                long long v = square[y * n + x];
                if (seen[v] == mark) latin = 0;
                seen[v] = mark;
            }
        }
        puts(latin ? "yes" : "no");
    }
    return 0;
}
