/* A grade book.  Input: N (1 <= N <= 10^5), then N records "name,A,B,C" of at most 60 bytes
   (no blanks inside): a name of 1 to 20 lowercase letters and three scores, each as strtol
   reads it in base 10 (an optional sign and digits) with 0 <= score <= 100; then Q
   (1 <= Q <= 10^5) and Q names of 1 to 20 lowercase letters; the records and names separated
   by blanks (spaces, tabs or newlines).  When a name has several records the last one counts.
   Output per name, on a line: the name and its weighted mean 0.2 A + 0.3 B + 0.5 C with two
   decimals ("ann 87.50"), or the name and "unknown". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXNAME 20

typedef struct {
    char name[MAXNAME + 1];
    int order, mean;  /* mean: in hundredths */
} Record;

static int by_name(const void *p, const void *q) {
    const Record *x = p, *y = q;
    int c = strcmp(x->name, y->name);
    if (c != 0) return c;
    return (x->order > y->order) - (x->order < y->order);
}

static int valid_name(const char *s) {
    size_t len = strlen(s);
    if (len < 1 || len > MAXNAME) return 0;
    for (size_t i = 0; i < len; i++)
        if (s[i] < 'a' || s[i] > 'z') return 0;
    return 1;
}

static int parse(char *s, Record *out) {  /* "name,A,B,C" */
    char *comma = strchr(s, ',');
    if (!comma) return 0;
    *comma = '\0';
    if (!valid_name(s)) return 0;
    strcpy(out->name, s);
    static const int WEIGHT[3] = {20, 30, 50};
    char *at = comma + 1;
    out->mean = 0;
    for (int k = 0; k < 3; k++) {
        char *end;
        long v = strtol(at, &end, 10);
        if (end == at || v < 0 || v > 100) return 0;
        if (k < 2 ? *end != ',' : *end != '\0') return 0;
        out->mean += WEIGHT[k] * (int)v;
        at = end + 1;
    }
    return 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    Record *book = malloc(sizeof *book * (size_t)n);
    if (!book) return 1;
    char token[80];
    for (int i = 0; i < n; i++) {
        if (scanf("%79s", token) != 1 || !parse(token, &book[i])) return 1;
        book[i].order = i;
    }
    qsort(book, (size_t)n, sizeof *book, by_name);
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        if (scanf("%79s", token) != 1 || !valid_name(token)) return 1;
        int lo = 0, hi = n;  /* the first record with a name after the token */
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (strcmp(book[mid].name, token) <= 0) lo = mid + 1;
            else hi = mid;
        }
        if (lo > 0 && strcmp(book[lo - 1].name, token) == 0)
            printf("%s %d.%02d\n", token, book[lo - 1].mean / 100, book[lo - 1].mean % 100);
        else
            printf("%s unknown\n", token);
    }
    free(book);
    return 0;
}
