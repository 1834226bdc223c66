void UnityBegin(const char *file);
int UnityEnd(void);
void UnityRun(void (*test)(void), const char *name, int line);
void UnityAssertEqual(long want, long got, int line);
void setUp(void);
void tearDown(void);
