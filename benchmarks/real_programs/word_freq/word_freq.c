/* Counts words (letters only, case-folded) until end of input; prints the five most frequent. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TABLE (1 << 16)
struct entry { char word[32]; long count; int used; };
static struct entry table[TABLE];

static unsigned hash(const char *s) {
    unsigned h = 2166136261u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

int main(void) {
    char word[32];
    int len = 0, c;
    long distinct = 0, total = 0;
    do {
        c = getchar();
        if (c != EOF && isalpha(c)) {
            if (len < 31) word[len++] = (char)tolower(c);
            continue;
        }
        if (len == 0) continue;
        word[len] = 0;
        len = 0;
        total++;
        unsigned i = hash(word) & (TABLE - 1);
        while (table[i].used && strcmp(table[i].word, word) != 0) i = (i + 1) & (TABLE - 1);
        if (!table[i].used) { table[i].used = 1; strcpy(table[i].word, word); distinct++; }
        table[i].count++;
    } while (c != EOF);
    printf("%ld words, %ld distinct\n", total, distinct);
    for (int k = 0; k < 5; k++) {
        long best = -1; int at = -1;
        for (int i = 0; i < TABLE; i++)
            if (table[i].used && (table[i].count > best ||
                (table[i].count == best && strcmp(table[i].word, table[at].word) < 0))) {
                best = table[i].count; at = i;
            }
        if (at < 0) break;
        printf("%s %ld\n", table[at].word, table[at].count);
        table[at].used = 0;
    }
    return 0;
}
