/* Phone book.  Input: N (1 <= N <= 10^5), then N entries "NAME NUMBER" (NAME 1 to 20 lowercase
   letters, NUMBER 1 to 15 digits, leading zeros kept; names may repeat), then Q
   (1 <= Q <= 10^5), then Q prefixes (1 to 20 lowercase letters).  Output per prefix, on a
   line: the number of entries whose name starts with it, then, when there is one, the first
   of them in order of name and then of number (as strings) as "NAME NUMBER". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
    char name[21], number[16];
};

static struct entry *book;
static int n;

static int by_name(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->number, y->number);
}

static int valid(const char *s, char low, char high, size_t most) {
    size_t len = strlen(s);
    if (len < 1 || len > most) return 0;
    for (; *s; s++)
        if (*s < low || *s > high) return 0;
    return 1;
}

static int first_from(const char *p, size_t len, int at_or_after) {
    int lo = 0, hi = n;  /* the first entry whose name's first len bytes are >= p (or > p) */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        int c = strncmp(book[mid].name, p, len);
        if (c < 0 || (at_or_after && c == 0)) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    book = malloc(sizeof *book * (size_t)n);
    if (!book) return 1;
    char name[64], number[64];
    for (int i = 0; i < n; i++) {
        if (scanf("%63s %63s", name, number) != 2 || !valid(name, 'a', 'z', 20) ||
            !valid(number, '0', '9', 15))
            return 1;
        strcpy(book[i].name, name);
        strcpy(book[i].number, number);
    }
    qsort(book, (size_t)n, sizeof *book, by_name);
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 100000) return 1;
    while (q--) {
        if (scanf("%63s", name) != 1 || !valid(name, 'a', 'z', 20)) return 1;
        size_t len = strlen(name);
        int from = first_from(name, len, 0), to = first_from(name, len, 1);
        if (to > from) printf("%d %s %s\n", to - from, book[from].name, book[from].number);
        else printf("0\n");
    }
    free(book);
    return 0;
}
