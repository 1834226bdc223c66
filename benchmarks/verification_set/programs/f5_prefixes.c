/* Prefix counts.  Input: N (1 <= N <= 10^5), then N words, then Q (1 <= Q <= 10^5), then Q
   queries, each a word; words and queries are 1 to 100 lowercase letters, separated by blanks
   and newlines, the total length of the words at most 10^6.  Output: for each query, on a line
   of its own, the number of the N words (counted with repeats) that begin with the query,
   the query itself included; then "distinct D", the number of different words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char **words;

static int by_text(const void *x, const void *y) {
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static int first_not_below(int n, const char *key) {  /* the first word >= key */
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (strcmp(words[mid], key) < 0) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    int n, q;
    char buffer[128];
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    words = malloc(sizeof *words * (size_t)n);
    if (!words) return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%127s", buffer) != 1 || strlen(buffer) > 100) return 1;
        words[i] = strdup(buffer);
        if (!words[i]) return 1;
    }
    qsort(words, (size_t)n, sizeof *words, by_text);
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        if (scanf("%127s", buffer) != 1 || strlen(buffer) > 100) return 1;
        size_t len = strlen(buffer);
        int from = first_not_below(n, buffer), to = from;
        while (to < n && strncmp(words[to], buffer, len) == 0) to++;
        printf("%d\n", to - from);
    }
    int distinct = 0;
    for (int i = 0; i < n; i++)
        if (i == 0 || strcmp(words[i], words[i - 1]) != 0) distinct++;
    printf("distinct %d\n", distinct);
    for (int i = 0; i < n; i++) free(words[i]);
    free(words);
    return 0;
}
