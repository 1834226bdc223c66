/* Jobs of the most worth, over several test cases.  Input: T (1 <= T <= 10^4), then T cases,
   each n (1 <= n <= 2 * 10^5; the n of all the cases add up to at most 2 * 10^5) and n jobs,
   each three integers s, e and w (0 <= s < e <= 10^18, 1 <= w <= 10^9): a job runs from time s
   to time e and is worth w; all separated by blanks (spaces, tabs, carriage returns or
   newlines); every number as scanf's %lld reads it (an optional sign and digits).  Two jobs
   clash when they overlap by more than an end point (a job may start when another ends).
   Output per case a line "W K": W the most worth of jobs no two of which clash, and K the
   fewest jobs of a choice worth W. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000

struct job {
    long long s, e, w;
};

static struct job job[MAXN];
static long long end[MAXN], worth[MAXN + 1];
static long count[MAXN + 1];

static int by_end(const void *pa, const void *pb) {
    const struct job *a = pa, *b = pb;
    return (a->e > b->e) - (a->e < b->e);
}

int main(void) {
    long t, seen = 0;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long n;
        if (scanf("%ld", &n) != 1 || n < 1 || n > MAXN - seen) return 1;
        seen += n;
        for (long i = 0; i < n; i++) {
            struct job *j = &job[i];
            if (scanf("%lld %lld %lld", &j->s, &j->e, &j->w) != 3 || j->s < 0 || j->e <= j->s
                || j->e > 1000000000000000000LL || j->w < 1 || j->w > 1000000000) return 1;
        }
        qsort(job, (size_t)n, sizeof job[0], by_end);
        for (long i = 0; i < n; i++) end[i] = job[i].e;
        worth[0] = 0;
        count[0] = 0;
        for (long i = 0; i < n; i++) {
            /* p: the jobs that end by the time job i starts */
            long lo = 0, hi = i;
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                if (end[mid] <= job[i].s) lo = mid + 1;
                else hi = mid;
            }
            long long w = worth[lo] + job[i].w;
            long k = count[lo] + 1;
            if (w > worth[i] || (w == worth[i] && k < count[i])) {
                worth[i + 1] = w;
                count[i + 1] = k;
            } else {
                worth[i + 1] = worth[i];
                count[i + 1] = count[i];
            }
        }
        printf("%lld %ld\n", worth[n], count[n]);
    }
    return 0;
}
