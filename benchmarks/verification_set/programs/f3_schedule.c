/* Talks.  Input: N (1 <= N <= 2 * 10^5), then N lines "s e", a talk's start and end times
   (-2^31 <= s < e <= 2^31 - 1, integers as scanf's %d reads them: an optional sign, then
   digits).  Two talks clash when they share more than an end point.  Talks are chosen greedily:
   by earliest end (of equal ends, the one given first), each talk that does not clash with the
   ones chosen before it.  Output: the number of talks chosen, then their numbers (1-based, in
   the input's order) in the order they were chosen. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end, index;
} Talk;

static int by_end(const void *a, const void *b) {
    const Talk *x = a, *y = b;
    if (x->end != y->end) return x->end < y->end ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    Talk *talks = malloc(sizeof *talks * (size_t)n);
    int *chosen = malloc(sizeof *chosen * (size_t)n);
    if (!talks || !chosen) return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%d %d", &talks[i].start, &talks[i].end) != 2) return 1;
        if (talks[i].start >= talks[i].end) return 1;
        talks[i].index = i + 1;
    }
    qsort(talks, (size_t)n, sizeof *talks, by_end);
    int count = 0;
    long long last = LLONG_MIN;  /* the end of the last talk chosen */
    for (int i = 0; i < n; i++) {
        if (talks[i].start >= last) {
            chosen[count++] = talks[i].index;
            last = talks[i].end;
        }
    }
    printf("%d\n", count);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", chosen[i]);
    putchar('\n');
    free(talks);
    free(chosen);
    return 0;
}
