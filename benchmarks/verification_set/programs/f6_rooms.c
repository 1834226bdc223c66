/* Meeting rooms.  Input: T (1 <= T <= 100), then T test cases: N (1 <= N <= 10^5), then N
   meetings "S E" (0 <= S < E <= 10^9), one per line; the N of all the cases add up to at most
   2 * 10^5.  Every number is as scanf's %d reads it (an optional sign and digits).  A meeting
   holds a room from S to E; a meeting that ends at a time frees its room for one that starts
   at that time.  Output per case: "Case #i: R B", R the fewest rooms that hold all its meetings
   and B the booked time, the sum of E - S over its meetings. */
#include <stdio.h>
#include <stdlib.h>

static int ascending(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    int *starts = malloc(sizeof *starts * 200000), *ends = malloc(sizeof *ends * 200000);
    if (!starts || !ends) return 1;
    long total = 0;
    for (int tc = 1; tc <= t; tc++) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > 100000 || (total += n) > 200000) return 1;
        long long booked = 0;
        for (int i = 0; i < n; i++) {
            if (scanf("%d %d", &starts[i], &ends[i]) != 2 || starts[i] < 0 ||
                starts[i] >= ends[i] || ends[i] > 1000000000)
                return 1;
            booked += ends[i] - starts[i];
        }
        qsort(starts, (size_t)n, sizeof *starts, ascending);
        qsort(ends, (size_t)n, sizeof *ends, ascending);
        int used = 0, rooms = 0;
        for (int i = 0, j = 0; i < n; i++) {
            while (ends[j] <= starts[i]) {  /* the meetings over by then free their rooms */
                j++;
                used--;
            }
            if (++used > rooms) rooms = used;
        }
        printf("Case #%d: %d %lld\n", tc, rooms, booked);
    }
    free(starts);
    free(ends);
    return 0;
}
