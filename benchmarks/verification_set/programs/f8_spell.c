/* Spelling.  Input: N (1 <= N <= 10^5), then N dictionary words, then Q (1 <= Q <= 10^4), then
   Q query words, all separated by blanks (spaces, tabs or newlines); every word 1 to 20
   lowercase ASCII letters (a word may be in the dictionary more than once).  Output per query,
   on a line: "ok" when the word is in the dictionary; else "K W", K the number of different
   dictionary words one edit away from it (one letter inserted, deleted or replaced by another
   letter) and W the first of them in alphabetical order, or "none" when there is none. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXLEN 20

static char (*dict)[MAXLEN + 1];
static int n;

static int by_text(const void *p, const void *q) {
    return strcmp((const char *)p, (const char *)q);
}

static int find(const char *w) {  /* the index of w in the dictionary, or -1 */
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2, c = strcmp(dict[mid], w);
        if (c == 0) return mid;
        if (c < 0) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
}

static int by_value(const void *p, const void *q) {
    int x = *(const int *)p, y = *(const int *)q;
    return (x > y) - (x < y);
}

static int read_word(char *w) {
    if (scanf("%20s", w) != 1) return 0;
    size_t len = strlen(w);
    int c = getchar();  /* the word must end here */
    if (c != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f')
        return 0;
    for (size_t i = 0; i < len; i++)
        if (w[i] < 'a' || w[i] > 'z') return 0;
    return 1;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    dict = malloc(sizeof *dict * (size_t)n);
    if (!dict) return 1;
    for (int i = 0; i < n; i++)
        if (!read_word(dict[i])) return 1;
    qsort(dict, (size_t)n, sizeof *dict, by_text);
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 10000) return 1;
    static int hits[4 * (MAXLEN + 1) * 26];
    while (q--) {
        char w[MAXLEN + 1], e[MAXLEN + 2];
        if (!read_word(w)) return 1;
        if (find(w) >= 0) {
            puts("ok");
            continue;
        }
        int len = (int)strlen(w), found = 0;
        for (int i = 0; i < len; i++) {  /* deleted */
            memcpy(e, w, (size_t)i);
            strcpy(e + i, w + i + 1);
            int at = find(e);
            if (at >= 0) hits[found++] = at;
        }
        for (int i = 0; i < len; i++)  /* replaced */
            for (char ch = 'a'; ch <= 'z'; ch++) {
                if (ch == w[i]) continue;
                strcpy(e, w);
                e[i] = ch;
                int at = find(e);
                if (at >= 0) hits[found++] = at;
            }
        for (int i = 0; i <= len && len < MAXLEN; i++)  /* inserted */
            for (char ch = 'a'; ch <= 'z'; ch++) {
                memcpy(e, w, (size_t)i);
                e[i] = ch;
                strcpy(e + i + 1, w + i);
                int at = find(e);
                if (at >= 0) hits[found++] = at;
            }
        if (found == 0) {
            puts("none");
            continue;
        }
        qsort(hits, (size_t)found, sizeof *hits, by_value);
        int different = 1;
        for (int i = 1; i < found; i++) different += hits[i] != hits[i - 1];
        printf("%d %s\n", different, dict[hits[0]]);
    }
    free(dict);
    return 0;
}
