/* Hashtags in a text.  Input: free text of at most 10^6 bytes.  A hashtag is a '#' that starts
   the text or follows a byte that is not a letter, a digit or '_', followed by one to 100 of
   the characters A-Z a-z 0-9 _ (as many as there are); a '#' followed by none of them is no
   hashtag, and no run of those characters after a '#' is longer than 100.  Hashtags are the
   same when they are equal ignoring the case of letters.  Output: a line "tags N distinct D",
   then the most frequent hashtag in lower case with its count ("#tag K"; of those equally
   frequent, the one that occurs first), or "none". */
#include <stdio.h>
#include <string.h>

#define SLOTS (1 << 19)

struct entry {
    char tag[101];
    long count, first;
};

static struct entry table[SLOTS];
static long used[SLOTS], distinct;

static int word(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

static void add(const char *tag, long order) {
    unsigned long h = 5381;
    for (const char *s = tag; *s; s++) h = h * 33 + (unsigned char)*s;
    unsigned long i = h & (SLOTS - 1);
    while (table[i].count && strcmp(table[i].tag, tag) != 0) i = (i + 1) & (SLOTS - 1);
    if (!table[i].count) {
        strcpy(table[i].tag, tag);
        table[i].first = order;
        used[distinct++] = (long)i;
    }
    table[i].count++;
}

int main(void) {
    long tags = 0;
    int prev = ' ';
    int c = getchar();
    while (c != EOF) {
        if (c == '#' && !word(prev)) {
            char tag[101];
            int n = 0;
            int d = getchar();
            while (d != EOF && word(d) && n < 100) {
                tag[n++] = (char)(d >= 'A' && d <= 'Z' ? d - 'A' + 'a' : d);
                d = getchar();
            }
            tag[n] = '\0';
            if (n > 0) add(tag, tags++);
            prev = n > 0 ? 'a' : '#';
            c = d;
            continue;
        }
        prev = c;
        c = getchar();
    }
    printf("tags %ld distinct %ld\n", tags, distinct);
    long best = -1;
    for (long k = 0; k < distinct; k++) {
        struct entry *e = &table[used[k]];
        if (best < 0 || e->count > table[best].count ||
            (e->count == table[best].count && e->first < table[best].first))
            best = used[k];
    }
    if (best < 0) puts("none");
    else printf("#%s %ld\n", table[best].tag, table[best].count);
    return 0;
}
