import csv,gzip,sys
def series(v):
    v=v.strip()
    if v.startswith('('): v=v[1:v.rindex(')')] if ')' in v else v[1:]
    out=[]
    for x in v.split(';'):
        x=x.strip().replace(',','')
        try: out.append(float(x))
        except: out.append(float('nan'))
    return out
for name in sys.argv[1:]:
    rows=list(csv.reader(gzip.open(name+'.raw.csv.gz','rt')))
    hdr=rows[0]; vals=rows[2]
    d={}
    for h,v in zip(hdr,vals):
        if 'Triage' in h: d[h.split('.',2)[2]]=series(v)
    keys={'rd':'dramc__read_throughput.avg.pct_of_peak_sustained_elapsed','wr':'dramc__write_throughput.avg.pct_of_peak_sustained_elapsed',
          'inst':'sm__inst_executed_realtime.avg.pct_of_peak_sustained_elapsed','l2':'lts__t_sector_throughput_srcunit_tex.avg.pct_of_peak_sustained_elapsed','cta':'gr__ctas_launched_realtime.sum'}
    s={k:d[v] for k,v in keys.items()}
    n=len(s['rd'])
    start=next(i for i,x in enumerate(s['cta']) if x>0)
    # last index where any activity
    end=max(i for i in range(n) if s['rd'][i]>0.5 or s['wr'][i]>0.5 or s['inst'][i]>0.5)
    print('==',name,'samples',n,'start',start,'end',end)
    print(' i   read%  write%  sum%  inst%  l2tex%')
    for i in range(start,end+1):
        print(f"{i-start:3d} {s['rd'][i]:6.1f} {s['wr'][i]:6.1f} {s['rd'][i]+s['wr'][i]:6.1f} {s['inst'][i]:6.1f} {s['l2'][i]:6.1f}")
